import type { AdminLesson } from '@tutor/contract/learning';
import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyLesson, useCourseTree } from '@/features/courses/admin/api/outline';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';

const COURSES = ['courses'] as const;

/** Copies a lesson (with its videos and answers) into a thematic of this course or of another one. */
export function CopyLessonModal({ lesson, onClose }: { lesson: AdminLesson; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const courses = useExtraData(COURSES).data?.courses ?? [];
  const [courseId, setCourseId] = useState(lesson.courseId);
  const [thematicId, setThematicId] = useState<number | null>(lesson.thematicId);
  const target = useCourseTree(courseId);
  const copy = useCopyLesson(lesson.courseId);
  return (
    <Modal
      open
      title={t('courseAdmin.tree.copyOf', { name: lesson.name })}
      okText={t('courseAdmin.tree.copyLesson')}
      cancelText={t('courseAdmin.common.cancel')}
      okButtonProps={{ disabled: thematicId === null, loading: copy.isPending }}
      onCancel={onClose}
      onOk={async () => {
        if (thematicId === null) return;
        await copy.mutateAsync({ thematicId, lessonId: lesson.id });
        message.success(t('courseAdmin.tree.copied'));
        onClose();
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('courseAdmin.tree.copyTargetCourse')} htmlFor="copy-lesson-course">
          <Select
            id="copy-lesson-course"
            showSearch
            optionFilterProp="label"
            value={courseId}
            onChange={(id: number) => {
              setCourseId(id);
              setThematicId(null);
            }}
            options={courses.map((course) => ({ value: course.id, label: course.name }))}
          />
        </Form.Item>
        <Form.Item label={t('courseAdmin.tree.copyTarget')} htmlFor="copy-lesson-thematic">
          <Select
            id="copy-lesson-thematic"
            loading={target.isFetching}
            value={thematicId}
            onChange={setThematicId}
            options={(target.data?.thematics ?? []).map((thematic) => ({
              value: thematic.id,
              label: thematic.name,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
